import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** The two kinds of alert the product shows (docs/product.md#how-the-screens-behave). */
export type ToastKind = 'success' | 'danger';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

export interface ToastsState {
  items: Toast[];
}

const initialState: ToastsState = { items: [] };

/**
 * The app's one toast mechanism: the component where the person acted, or a
 * listener in app/listeners.ts, dispatches `toastRaised` (never the data
 * layer: docs/architecture.md#one-way-for-each-job); the toast region renders
 * the list and dismisses each after TOAST_DURATION_MS.
 */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastRaised: {
      reducer(state, action: PayloadAction<Toast>) {
        // The same message twice in a row shows once.
        if (state.items.some((t) => t.message === action.payload.message && t.kind === action.payload.kind)) return;
        state.items.push(action.payload);
      },
      prepare(kind: ToastKind, message: string) {
        return { payload: { id: nanoid(), kind, message } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastRaised, toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
