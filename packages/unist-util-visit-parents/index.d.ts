// The walk's types are the package's own: this package has its API (index.js), and the package
// is installed beside it under another name for its types and for the test that compares the two.
export * from 'unist-util-visit-parents-original';
