/** The texts of docs/product.md#error-texts, character for character. */
export const deliveryMessages = {
  acceptFailed: 'Failed to accept delivery. Please try again.',
  rejectFailed: 'Failed to reject delivery. Please try again.',
  statusFailed: 'Failed to update delivery status. Please try again.',
  cancelFailed: 'Failed to cancel delivery. Please try again.',
  createFailed: 'Failed to create delivery. Please try again.',
  locationFailed: 'Failed to update the location. Please try again.',
} as const;
