// A content image that opens enlarged on a click, Enter or Space (src/remark/remarkImageZoom.ts
// puts it in place of the page's <img> elements). The image itself is the control: focusable,
// a button to assistive technology, named "Enlarge image: <alt text>". The zoom code loads on
// the first hover or focus, so a page with images loads only this small component up front.
// It renders the <img> itself, as the theme's MDX image does (lazy, async decoding, height: auto),
// rather than through @theme/MDXComponents/Img: that component's CSS module ties every page chunk
// that imports it to the site's stylesheet chunk, a dependency that the route registry in main.js
// then lists for each such chunk, on every page. For the same reason there is no CSS module here.
import type {ComponentProps, KeyboardEvent, ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {loadZoom} from './loadZoom';

export default function ZoomableImage(props: ComponentProps<'img'>): ReactNode {
  const {alt} = props;
  const enlarge = (image: HTMLImageElement) => {
    void loadZoom().then(({openZoom}) => openZoom(image, image));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLImageElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      enlarge(event.currentTarget);
    } else if (event.key === ' ') {
      // Space acts on release, as on a native button; here it must not scroll the page.
      event.preventDefault();
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLImageElement>) => {
    if (event.key === ' ') {
      enlarge(event.currentTarget);
    }
  };
  return (
    <img
      decoding="async"
      loading="lazy"
      {...props}
      style={{height: 'auto', ...props.style, cursor: 'zoom-in'}}
      role="button"
      tabIndex={0}
      aria-haspopup="dialog"
      aria-label={
        alt
          ? translate({id: 'imageZoom.enlarge', message: 'Enlarge image: {alt}'}, {alt})
          : translate({id: 'imageZoom.enlargeNoAlt', message: 'Enlarge image'})
      }
      onClick={(event) => enlarge(event.currentTarget)}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onPointerEnter={() => void loadZoom()}
      onFocus={() => void loadZoom()}
    />
  );
}
