// react-helmet-async's head tags computed once per page when the server renders a page: in the
// server bundle (src/plugins/bundling/helmetOnceLoader.cjs appends a call to this to the package's
// module) and in the static render from the browser bundle (./staticRender.tsx).
//
// Each `<Head>` that mounts during a server render makes react-helmet-async reduce the props of
// every instance mounted so far and turn the result into server tags (its HelmetDispatcher's
// emitChange), so a page with n instances does that work n times, n² instance readings in all, and
// only the last result is kept: 0.3 s of each SSG thread's 4.3 s (`--cpu-prof`, cold build,
// 2 December). Here the server branch of emitChange hands the provider an object that runs the
// original emitChange once, when the page's tags are first read, after the render: with every
// instance mounted by then, it is the last result, computed once. In a browser (`window`
// defined) emitChange is the original.
type HelmetState = Record<PropertyKey, unknown>;
type Dispatcher = {props: {context: {setHelmet: (state: HelmetState) => void}}};
export type DispatcherClass = {prototype: {emitChange: (this: Dispatcher) => void}};

export function computeTagsOnce(DispatcherClass: DispatcherClass): void {
  const {emitChange} = DispatcherClass.prototype;
  DispatcherClass.prototype.emitChange = function emitChangeOnce(this: Dispatcher) {
    if (typeof window !== 'undefined') {
      emitChange.call(this);
      return;
    }
    const {context} = this.props;
    let computed = false;
    let state: HelmetState | undefined;
    const tags = (): HelmetState | undefined => {
      if (!computed) {
        computed = true;
        const {setHelmet} = context;
        context.setHelmet = (value) => {
          state = value;
        };
        try {
          emitChange.call(this);
        } finally {
          context.setHelmet = setHelmet;
        }
      }
      return state;
    };
    context.setHelmet(
      new Proxy(
        {},
        {
          get: (_target, key) => tags()?.[key],
          has: (_target, key) => {
            const value = tags();
            return value != null && key in value;
          },
          ownKeys: () => {
            const value = tags();
            return value == null ? [] : Reflect.ownKeys(value);
          },
          getOwnPropertyDescriptor: (_target, key) => {
            const value = tags();
            const descriptor = value == null ? undefined : Reflect.getOwnPropertyDescriptor(value, key);
            return descriptor && {...descriptor, configurable: true};
          },
        },
      ),
    );
  };
}
