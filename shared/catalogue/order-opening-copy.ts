/**
 * What a hosting page says while the order dialog's code comes, or if it cannot: apart from the
 * dialog's other texts (order-copy.ts), which come with its code.
 */
export const orderOpeningCopy = {
  loadFailure: {
    title: 'Error',
    description: 'The order form could not be loaded. Please check your connection and try again.',
  },
  loading: 'Opening the order form…',
} as const;
