/** What the fleet's steps say when the server refuses or cannot be reached (issue 27); loaded with those steps. */
export const fleetMessages = {
  assignFailed: 'Failed to assign the rider. Please try again.',
  deliverFailed: 'Failed to mark the delivery as delivered. Please try again.',
  attemptFailed: 'Failed to record the attempt. Please try again.',
  returnFailed: 'Failed to return the delivery. Please try again.',
} as const;
