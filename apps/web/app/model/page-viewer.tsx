import { createContext, type ReactNode, useContext, useState } from 'react';
import { useViewer } from '../shell/use-viewer';

type Viewer = ReturnType<typeof useViewer>;

// Undefined outside a model page.
const PageViewerContext = createContext<Viewer | undefined>(undefined);

/**
 * The viewer the page's data (`model.getById`) was fetched for. A signed-in viewer may be served the public page
 * (docs/page-cache.md): the viewer overlay then asks for every query again, and `auth.me` can come back before the
 * page does. Until the page comes too, its `viewer.can` are still a visitor's, so a section that reads them with
 * the new viewer would show what nobody sees (no Like, no Collect: the head's row of actions shrinks a line, then
 * grows back, a layout shift). While the page is fetching, this stays the viewer it had before the fetch began.
 */
export function useRenderedFor(isFetching: boolean): Viewer {
  const viewer = useViewer();
  const [renderedFor, setRenderedFor] = useState(viewer);
  if (!isFetching && renderedFor !== viewer) setRenderedFor(viewer);
  return isFetching ? renderedFor : viewer;
}

/** Gives the sections below the viewer their page was fetched for (`useRenderedFor`). */
export function PageViewerProvider({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  return <PageViewerContext.Provider value={viewer}>{children}</PageViewerContext.Provider>;
}

/**
 * The viewer to read the page's `viewer` flags with (what they may do here): the one the page was fetched for,
 * or the signed-in account outside a model page. The calls a section makes as the viewer go by `useViewer`.
 */
export function usePageViewer(): Viewer {
  const viewer = useViewer();
  const renderedFor = useContext(PageViewerContext);
  return renderedFor === undefined ? viewer : renderedFor;
}
