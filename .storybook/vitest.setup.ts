import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Stories run as tests with the same decorators as in Storybook, and axe runs on each story.
setProjectAnnotations([a11yAnnotations, projectAnnotations]);
