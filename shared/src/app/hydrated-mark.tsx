import { useEffect } from 'react';

/**
 * Marks the page live (`<html data-hydrated="true">`) once the part it sits in has hydrated: a
 * server-rendered page is on screen before its script runs, and answers clicks only from then on.
 * Put it in the Suspense boundary of a server-rendered remote's page. Renders nothing.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
