import { Outlet } from 'react-router';
import { AriaRouterBridge } from '../routing/AriaRouterBridge';
import { DocumentTitle } from '../routing/DocumentTitle';
import { ScrollManager } from '../routing/ScrollManager';
import { SessionEffects } from '../session/SessionEffects';
import { GlobalFeedback } from './GlobalFeedback';

/** The root route: page-wide behaviour around every screen, public or protected. */
export function AppRoot() {
  return (
    <AriaRouterBridge>
      <DocumentTitle />
      <ScrollManager />
      <SessionEffects />
      <GlobalFeedback />
      <Outlet />
    </AriaRouterBridge>
  );
}
