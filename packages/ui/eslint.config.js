export { default } from '@firm/eslint-config/react';
