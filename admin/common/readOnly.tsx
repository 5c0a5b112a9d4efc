import { createContext, useContext, type ReactNode } from 'react';

const ReadOnlyContext = createContext(false);

/** Inside, every input from common/inputs shows its value without letting anyone change it. */
export function ReadOnly({ children, when = true }: { children: ReactNode; when?: boolean }) {
  return <ReadOnlyContext.Provider value={when}>{children}</ReadOnlyContext.Provider>;
}

export const useReadOnly = (): boolean => useContext(ReadOnlyContext);

/** MUI greys read-only inputs as disabled; a show view is for reading, so its text keeps full contrast. */
export const readOnlySx = {
  '& .MuiInputBase-root.Mui-disabled, & .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
  '& .MuiInputBase-input.Mui-disabled': { color: 'text.primary', WebkitTextFillColor: 'currentColor' },
  '& .MuiInputLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled, & .MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' },
} as const;
