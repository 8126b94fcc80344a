import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

// Submit buttons placed straight in the form keep their own width instead of stretching.
globalStyle(`${form} > button`, { alignSelf: 'flex-start' });
