// The HTML shell of every built page: Docusaurus's own template with one change, the app's
// scripts start after the server-rendered page has painted.
//
// Why: the core template loads the scripts with `defer`. A deferred script runs as soon as the
// parser reaches the end of the document, before the browser paints what it has parsed, so on
// a slow phone the text of the page (already in the HTML) appeared only after main.js had been
// evaluated: 92 % of the doc page's Largest Contentful Paint was "render delay" under a 4x CPU
// slowdown. Here a small loader at the end of <body> waits for the first contentful frame,
// then adds the scripts: the page paints from its HTML and CSS alone, then the app hydrates it.
//
// The scripts are not preloaded from <head> either: on a slow connection, 150 to 250 KB of
// scripts downloading next to the stylesheet, the fonts and the rest of the HTML delayed the
// page's largest text by about a second (Lighthouse mobile, doc page: LCP 3.1 s with the
// preloads, 2.0 s without, median of 3). The page is whole and readable without its scripts;
// they start downloading, in parallel, as soon as it has painted.
//
// The core's base-URL banner script checks at DOMContentLoaded that the app has run; that is
// now too early, so the loader marks the app as pending (`window.docusaurus = null`) and shows
// the banner itself when a script cannot be loaded or the app does not start.

/**
 * The id of the JSON data block that lists a page's script URLs for the loader. The list is
 * data, not code, so that the loader is the same script on every page: a Content-Security-
 * Policy can allow it by its hash (src/plugins/securityHeaders).
 */
export const SCRIPT_LIST_ID = '__docusaurus-scripts';

/**
 * The loader, run at the end of <body>; it reads the page's script URLs from the data block.
 * Plain ES5, as it runs before anything else; the build's HTML minifier compacts it.
 */
const loader = `(function (list) {
  var scripts = list ? JSON.parse(list.textContent) : [];
  var started = false;
  window.docusaurus = window.docusaurus || null;
  function reportNotLoaded() {
    if (typeof window.insertBanner === 'function' && !document.getElementById('__docusaurus-base-url-issue-banner-container')) {
      window.insertBanner();
    }
  }
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src, index) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = reportNotLoaded;
      if (index === scripts.length - 1) {
        script.onload = function () { if (!window.docusaurus) reportNotLoaded(); };
      }
      document.body.appendChild(script);
    });
  }
  // Two frames later, past the frame that shows what the parser has added since.
  function afterNextFrames(callback) {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(callback, 0); });
    });
  }
  // Wait until the first contentful frame is on screen (not merely produced: a task queued
  // from requestAnimationFrame can still run before the frame is presented), then for the
  // frames that paint the rest of the page: on a long page the first contentful paint can
  // come while the parser is still adding content, the largest paint among it.
  function afterFirstPaint(callback) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') >= 0) {
      var observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          afterNextFrames(callback);
        }
      });
      observer.observe({type: 'paint', buffered: true});
    } else {
      afterNextFrames(callback);
    }
    // A page that never paints anything contentful still gets its app.
    setTimeout(callback, 3000);
  }
  // A tab opened in the background paints nothing until shown: no reason to wait there.
  if (document.visibilityState === 'hidden') {
    start();
  } else {
    afterFirstPaint(start);
    document.addEventListener('visibilitychange', start);
  }
})`;

/**
 * Spec: "a trailing /index.html is normalised to the clean path". Hosts with rewrites (and
 * `docusaurus serve`) redirect; a plain static server answers `/docs/x/index.html` with the
 * page's file at that address, and the app then took the address for the route's: the
 * canonical link and og:url became `/docs/x/index.html/`. This runs first in <head>, before
 * anything reads the address, and puts the clean path in its place (no reload, no new history
 * entry). `.html` addresses need nothing here: they are client redirects (config/redirects.ts).
 */
const cleanIndexHtml = `(function (l) {
  if (/\\/index\\.html$/.test(l.pathname)) {
    history.replaceState(history.state, '', l.pathname.slice(0, -'index.html'.length) + l.search + l.hash);
  }
})(location)`;

/**
 * The route's own chunks and its route-data shard (src/plugins/bundling/routeShards.ts) run
 * before the runtime and main.js: a chunk only registers its modules, and the runtime takes
 * the ones already registered when it starts. In the other order, main.js would start the
 * route's preload before they had run and request each of them a second time.
 *
 * An Eta template fed by @docusaurus/core with the page's parts (it.htmlAttributes,
 * it.metaAttributes, it.headTags, it.stylesheets, it.scripts, it.appHtml...); the asset paths
 * are relative to it.baseUrl.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<script>${cleanIndexHtml}</script>
<meta name="generator" content="Docusaurus v<%= it.version %>">
<%~ it.metaAttributes.join('') %>
<%~ it.headTags %>
<% const url = (file) => (it.baseUrl + file).split('&').join('&amp;').split('"').join('&quot;'); %>
<% for (const file of it.stylesheets) { %><link rel="stylesheet" href="<%~ url(file) %>"><% } %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
<% const entry = (file) => /(^|\\/)(runtime~)?main\\.[\\w-]+\\.js$/.test(file); %>
<script type="application/json" id="${SCRIPT_LIST_ID}"><%~ JSON.stringify([...it.scripts.filter((file) => !entry(file)), ...it.scripts.filter(entry)].map((file) => it.baseUrl + file)).split('<').join('\\\\u003c') %></script>
<script>${loader}(document.getElementById('${SCRIPT_LIST_ID}'))</script>
</body>
</html>`;
