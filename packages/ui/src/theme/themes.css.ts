import { createTheme, globalStyle } from '@vanilla-extract/css';
import { darkColors, darkElevation, lightColors, lightElevation, themeValues } from '../tokens';
import { vars } from './contract.css';

/** Layer 3 of the tokens: the light theme's class. */
export const lightTheme = createTheme(vars, themeValues(lightColors, lightElevation), 'light');

/** Layer 3 of the tokens: the dark theme's class. */
export const darkTheme = createTheme(vars, themeValues(darkColors, darkElevation), 'dark');

// Native controls, scrollbars and autofill follow the theme.
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
