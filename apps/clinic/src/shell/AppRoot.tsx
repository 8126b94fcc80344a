import { Outlet } from 'react-router';
import { AriaRouterBridge } from '../routing/AriaRouterBridge';
import { DocumentTitle } from '../routing/DocumentTitle';
import { ScrollManager } from '../routing/ScrollManager';
import { SessionEffects } from '../session/SessionEffects';
import { GlobalFeedback } from './GlobalFeedback';

/**
 * The root route: page-wide behaviour around every screen, public or protected. The global
 * feedback (toasts, the cookie banner) comes after the screen, so the screen's skip link is the
 * first thing the keyboard reaches and the banner's links do not come before it.
 */
export function AppRoot() {
  return (
    <AriaRouterBridge>
      <DocumentTitle />
      <ScrollManager />
      <SessionEffects />
      <Outlet />
      <GlobalFeedback />
    </AriaRouterBridge>
  );
}
