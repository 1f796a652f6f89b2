/** How the console's routes appear in the API documentation. */
export const tags = ['admin'];
export const security = [{ bearer: [] }];
