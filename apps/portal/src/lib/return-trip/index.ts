export { carryTrip, draftOf, tripHome, tripOf, useReturnTrip } from './return-trip';
export type { DraftState, ReturnTrip } from './return-trip';
