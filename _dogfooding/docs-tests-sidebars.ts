import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  sidebar: [{type: 'doc', id: 'index', label: 'Index', className: 'red'}],
  anotherSidebar: ['dummy'],
};

export default sidebars;
