// A loader for react-helmet-async's built module, in the server bundle of a production build
// (src/plugins/bundling/index.ts): each `<Head>` that mounts during static generation makes
// react-helmet-async reduce the props of every instance mounted so far and turn the result into
// server tags (its HelmetDispatcher's emitChange), so a page with n instances does that work n
// times, n² instance readings in all, and only the last result is kept: 0.3 s of each SSG
// thread's 4.3 s (`--cpu-prof`, cold build, 2 December). The code appended here makes the server
// branch of emitChange hand the provider an object that runs the original emitChange once, when
// the page's tags are first read, after the render: with every instance mounted by then, it is
// the last result, computed once. In a browser (`window` defined) emitChange is the original.
// The module is minified: the dispatcher class is found by its displayName, and the build fails,
// naming this file, when it is not there.
'use strict';

const DISPATCHER = /([A-Za-z_$][\w$]*)\.displayName="HelmetDispatcher"/;

function helmetOnce(dispatcher) {
  return `
;(function (Dispatcher) {
  var emitChange = Dispatcher.prototype.emitChange;
  Dispatcher.prototype.emitChange = function () {
    if (typeof window !== 'undefined') return emitChange.call(this);
    var dispatcher = this;
    var context = this.props.context;
    var computed = false;
    var state;
    function tags() {
      if (!computed) {
        computed = true;
        var setHelmet = context.setHelmet;
        context.setHelmet = function (value) { state = value; };
        try { emitChange.call(dispatcher); } finally { context.setHelmet = setHelmet; }
      }
      return state;
    }
    context.setHelmet(new Proxy({}, {
      get: function (_target, key) { var value = tags(); return value == null ? undefined : value[key]; },
      has: function (_target, key) { var value = tags(); return value != null && key in value; },
      ownKeys: function () { var value = tags(); return value == null ? [] : Reflect.ownKeys(value); },
      getOwnPropertyDescriptor: function (_target, key) {
        var value = tags();
        var descriptor = value == null ? undefined : Reflect.getOwnPropertyDescriptor(value, key);
        return descriptor && Object.assign({}, descriptor, {configurable: true});
      },
    }));
  };
})(${dispatcher});
`;
}

module.exports = function helmetOnceLoader(source) {
  const match = DISPATCHER.exec(source);
  if (!match) {
    throw new Error(
      `src/plugins/bundling/helmetOnceLoader.cjs: no HelmetDispatcher in ${this.resourcePath}; this version of react-helmet-async needs the loader updated (or removed from src/plugins/bundling/index.ts)`,
    );
  }
  return source.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n') + helmetOnce(match[1]);
};
