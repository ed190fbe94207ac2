// The one place that imports the zoom code, so that the bundler makes one chunk of it for images
// and diagrams alike (an import() in each component gave two identical chunks).
export const loadZoom = () => import('./zoom');
