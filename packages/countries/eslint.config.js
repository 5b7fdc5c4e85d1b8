export { default } from '@firm/eslint-config/node';
