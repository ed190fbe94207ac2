// Not a page: files whose name starts with an underscore are excluded from the pages
// plugin, so this module creates no route even though it is a valid JavaScript file.
export default 1;
