// Post-login shell checks: mandatory real-name re-authentication state.
export const sql = `SELECT 1;`;
