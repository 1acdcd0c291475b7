/** Creating an entity: the store assigns the id and derived counts. */
export type New<T, Derived extends keyof T = never> = Omit<T, 'id' | Derived>;
