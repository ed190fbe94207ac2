// Wrap: the classic theme's navbar item registry plus our own item types.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DogfoodNavbarItem from '@site/src/components/NavbarItems/DogfoodNavbarItem';

export default {
  ...ComponentTypes,
  'custom-dogfoodNavbarItem': DogfoodNavbarItem,
};
