// A stylesheet imported for its side effect (webpack's css-loader inserts it): nothing to type.
declare module '*.css';
