import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
        // Keep the region readable: only the three newest toasts stay on screen.
        if (state.length > 3) state.splice(0, state.length - 3);
      },
      prepare: (toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }) => ({
        payload: { id: nanoid(), variant: 'default' as ToastVariant, ...toast },
      }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const selectToasts = toastsSlice.selectSlice;
