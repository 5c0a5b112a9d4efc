import { ArrayInput, NumberInput, SimpleFormIterator, TextInput } from './inputs';

/** A list of short texts (highlights, "good for"): one text box per entry. */
export function StringListInput({ source, itemLabel }: { source: string; itemLabel: string }) {
  return (
    <ArrayInput source={source}>
      <SimpleFormIterator>
        <TextInput source="" label={itemLabel} fullWidth />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** Nearby landmarks with minutes of travel. */
export function NearbyInput() {
  return (
    <ArrayInput source="nearby">
      <SimpleFormIterator inline>
        <TextInput source="name" label="Place" />
        <NumberInput source="minutes" label="Minutes" />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
