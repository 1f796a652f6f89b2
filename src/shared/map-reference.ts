/**
 * Map reference data (spec §3, DESIGN §4): the centres of Addis Ababa's 11 sub-cities, used to
 * place a listing approximately when it has no valid coordinates of its own. The demo data's
 * sub-cities use the same centres (a unit test keeps the two equal).
 */
export interface SubcityCentre {
  name: string;
  amharicName: string;
  lat: number;
  lng: number;
}

export const ADDIS_ABABA_SUBCITY_CENTRES: readonly SubcityCentre[] = [
  { name: 'Addis Ketema', amharicName: 'አዲስ ከተማ', lat: 9.036, lng: 38.738 },
  { name: 'Akaky Kaliti', amharicName: 'አቃቂ ቃሊቲ', lat: 8.885, lng: 38.782 },
  { name: 'Arada', amharicName: 'አራዳ', lat: 9.036, lng: 38.752 },
  { name: 'Bole', amharicName: 'ቦሌ', lat: 8.995, lng: 38.79 },
  { name: 'Gullele', amharicName: 'ጉለሌ', lat: 9.066, lng: 38.735 },
  { name: 'Kirkos', amharicName: 'ቂርቆስ', lat: 9.01, lng: 38.76 },
  { name: 'Kolfe Keranio', amharicName: 'ኮልፌ ቀራኒዮ', lat: 9.015, lng: 38.695 },
  { name: 'Lideta', amharicName: 'ልደታ', lat: 9.01, lng: 38.735 },
  { name: 'Nifas Silk-Lafto', amharicName: 'ንፋስ ስልክ ላፍቶ', lat: 8.96, lng: 38.74 },
  { name: 'Yeka', amharicName: 'የካ', lat: 9.04, lng: 38.82 },
  { name: 'Lemi Kura', amharicName: 'ለሚ ኩራ', lat: 9.0, lng: 38.87 },
];
