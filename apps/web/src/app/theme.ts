import { createTheme } from '@mui/material/styles';

/** Touch first: tall buttons and fields, generous radius, a calm teal with a warm accent. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f5c57', light: '#3f8a84', dark: '#073d3a', contrastText: '#ffffff' },
    secondary: { main: '#f5a524', contrastText: '#1f1300' },
    // MUI's own warning and info fail WCAG AA contrast (3.1:1 and 3.9:1) as chip text on
    // white and as white text on them; these give 5:1 and more both ways.
    warning: { main: '#b25400', contrastText: '#ffffff' },
    info: { main: '#1565c0' },
    background: { default: '#f4f6f6', paper: '#ffffff' },
    text: { primary: '#17201f', secondary: '#4a5a58' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1rem' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { minHeight: 48, paddingInline: 20 } },
    },
    MuiIconButton: { styleOverrides: { root: { minWidth: 48, minHeight: 48 } } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: '1px solid #dde5e4' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          minHeight: 52,
          borderRadius: 10,
          '&.Mui-selected': { backgroundColor: 'rgba(15, 92, 87, 0.12)', color: '#0f5c57' },
        },
      },
    },
    MuiMenuItem: { styleOverrides: { root: { minHeight: 48 } } },
    // MUI's page buttons are 32 or 40 px; a finger needs 44.
    MuiPaginationItem: { styleOverrides: { root: { minWidth: 44, height: 44 } } },
  },
});
