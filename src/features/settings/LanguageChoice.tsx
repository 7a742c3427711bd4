import { RadioChoice } from '../../shared/ui/RadioChoice';
import { SettingsSubpage } from './SettingsSubpage';
import { APP_LANGUAGES, DEFAULT_LANGUAGE } from './languages';

/** The Language page (docs/product.md#languages): the languages the app offers, English chosen. */
export function LanguageChoice() {
  return (
    <SettingsSubpage title="Language">
      <form className="settings-card" onSubmit={(event) => event.preventDefault()}>
        <RadioChoice
          legend="Language of the app"
          name="language"
          options={APP_LANGUAGES.map((language) => ({
            value: language.code,
            label: language.name,
            lang: language.code,
          }))}
          value={DEFAULT_LANGUAGE}
        />
        <p className="settings-note">Mentoria is available in English for now. More languages will follow.</p>
      </form>
    </SettingsSubpage>
  );
}
