export { themeValues, lightElevation, darkElevation } from './themeValues';
export { lightColors, darkColors } from './palette';
