/** A text constant with its `{name}` placeholders filled (and its plurals chosen): the kit's one filler. */
export { fillTemplate as fill } from '@haat/ui';
