import { createContext, useContext, type ReactNode } from 'react';

const ReadOnlyContext = createContext(false);

/** Inside, every input from common/inputs shows its value without letting anyone change it. */
export function ReadOnly({ children, when = true }: { children: ReactNode; when?: boolean }) {
  return <ReadOnlyContext.Provider value={when}>{children}</ReadOnlyContext.Provider>;
}

export const useReadOnly = (): boolean => useContext(ReadOnlyContext);
