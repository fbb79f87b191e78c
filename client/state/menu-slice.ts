import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface MenuState {
  mobileOpen: boolean;
  hostingOpen: boolean;
  emailOpen: boolean;
}

const initialState: MenuState = { mobileOpen: false, hostingOpen: false, emailOpen: false };

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
    emailMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.emailOpen = action.payload ?? !state.emailOpen;
    },
    menusClosed(state) {
      state.mobileOpen = false;
      state.hostingOpen = false;
      state.emailOpen = false;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileOpen,
    selectHostingMenuOpen: (state) => state.hostingOpen,
    selectEmailMenuOpen: (state) => state.emailOpen,
  },
});

export const { mobileMenuToggled, hostingMenuToggled, emailMenuToggled, menusClosed } = menuSlice.actions;
export const { selectMobileMenuOpen, selectHostingMenuOpen, selectEmailMenuOpen } = menuSlice.selectors;
