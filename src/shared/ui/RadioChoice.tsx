import './RadioChoice.css';

export interface RadioOption {
  value: string;
  label: string;
  /** The option's language, when its label is written in it (screen readers pronounce it right). */
  lang?: string;
}

interface RadioChoiceProps {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  /** The chosen value; with onChange, the choice is controlled by the caller. */
  value: string;
  onChange?: (value: string) => void;
}

/** A set of radio buttons in a fieldset with a legend, each option a large click target. */
export function RadioChoice({ legend, name, options, value, onChange }: RadioChoiceProps) {
  return (
    <fieldset className="radio-choice">
      <legend className="radio-choice__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="radio-choice__option" lang={option.lang}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            readOnly={!onChange}
            onChange={() => onChange?.(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
