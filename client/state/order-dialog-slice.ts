import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ChosenPlan {
  kind: string;
  planId: string;
  /** The id of the button that opened the dialog, which gets focus back when it closes. */
  opener?: string;
  /** A domain found by the page's search: the form opens with it and the matching step. */
  domain?: { step: 'register' | 'transfer'; name: string };
}

type OrderDialogState = { open: false } | ({ open: true } & ChosenPlan);

const initialState = { open: false } as OrderDialogState;

export const orderDialogSlice = createSlice({
  name: 'orderDialog',
  initialState,
  reducers: {
    orderDialogOpened: (_state, action: PayloadAction<ChosenPlan>) => ({ open: true, ...action.payload }),
    orderDialogClosed: () => ({ open: false }),
  },
});

export const { orderDialogOpened, orderDialogClosed } = orderDialogSlice.actions;
export const selectOrderDialog = orderDialogSlice.selectSlice;
