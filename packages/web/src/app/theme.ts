import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/** The back office theme, from the product's default colours (spec section 9). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#134859' },
      secondary: { main: '#ed841e', contrastText: '#ffffff' },
      background: { default: '#f4f6f7' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.6rem', fontWeight: 600 },
      h2: { fontSize: '1.35rem', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
    },
  },
  esES,
);
