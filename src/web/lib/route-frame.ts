import { createContext, type ReactNode, use } from 'react';

/**
 * What the shell knows of the current route before the session check answers (docs/decisions/115):
 * whether it is for signed-in users, and the first frame its page shows meanwhile, which holds only
 * what is the same for every user (the page's heading and intro, skeletons for the rest). The build
 * renders that state into the route's HTML (scripts/prerender.mjs) and the app hydrates it, so the
 * page's largest text paints with the HTML instead of after its JavaScript has arrived and run.
 */
export interface RouteFrame {
  signedIn: boolean;
  frame: ReactNode;
}

export const RouteFrameContext = createContext<RouteFrame>({ signedIn: false, frame: null });

export const useRouteFrame = (): RouteFrame => use(RouteFrameContext);
