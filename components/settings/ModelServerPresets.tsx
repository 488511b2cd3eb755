import { SERVER_PRESETS, presetFor } from '@/lib/settings';
import { SettingsField } from './SettingsField';
import { Options } from '../shared/Options';

const ID = 'settings-server-preset';
const PRESET_CHOICES = SERVER_PRESETS.map(({ id, label }) => ({ value: id, label }));

/** Common model servers: choosing one fills the base URL; its hint says what that server needs first. */
export function ModelServerPresets({ baseURL, onPick }: { baseURL: string; onPick: (baseURL: string) => void }) {
  const current = presetFor(baseURL);
  return (
    <SettingsField id={ID} label="Server" hint={current ? current.needs : 'Or any OpenAI-compatible server (vLLM, Jan, DeepSeek, Mistral, Together…): enter its base URL below.'}>
      <select
        id={ID}
        value={current?.id ?? ''}
        aria-describedby={`${ID}-hint`}
        onChange={(event) => {
          const preset = SERVER_PRESETS.find((candidate) => candidate.id === event.target.value);
          if (preset) onPick(preset.baseURL);
        }}
      >
        <option value="">{baseURL.trim() ? 'Other: the base URL below' : 'Choose a server…'}</option>
        <Options choices={PRESET_CHOICES} />
      </select>
    </SettingsField>
  );
}
