import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/** The back office theme, from the product's default colours (spec section 9). */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#134859' },
      // Dark text on the orange: white on #ed841e is 2.6:1, below WCAG AA's 4.5:1 (axe, e2e/tests/a11y-screens).
      secondary: { main: '#ed841e', contrastText: 'rgba(0, 0, 0, 0.87)' },
      // MUI's default warning and info fail 4.5:1 as chip text on white or a hovered row, and under white text.
      warning: { main: '#b45309' },
      info: { main: '#01579b' },
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
