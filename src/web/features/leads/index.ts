/** The public entry of this feature: what other features may use (decision 034). */
export * from './components/InquiryActions';
export * from './components/ListingStats';
export * from './components/QualityScore';
export * from './components/ReplyTime';
export * from './report-contact';
