import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface MenuState {
  mobileOpen: boolean;
  hostingOpen: boolean;
}

const initialState: MenuState = { mobileOpen: false, hostingOpen: false };

export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    mobileMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.mobileOpen = action.payload ?? !state.mobileOpen;
    },
    hostingMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.hostingOpen = action.payload ?? !state.hostingOpen;
    },
    menusClosed(state) {
      state.mobileOpen = false;
      state.hostingOpen = false;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileOpen,
    selectHostingMenuOpen: (state) => state.hostingOpen,
  },
});

export const { mobileMenuToggled, hostingMenuToggled, menusClosed } = menuSlice.actions;
export const { selectMobileMenuOpen, selectHostingMenuOpen } = menuSlice.selectors;
