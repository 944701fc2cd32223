import {
  type ChartFrame,
  chartFrameOf,
  houseSystemHints,
  houseSystemNames,
  type MemberHouseSystem,
  type MemberZodiac,
  memberHouseSystems,
  memberZodiacs,
  zodiacLabels,
} from '@stellara/contract/chart-frame';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { savePreferencesOnServer, useProfile } from '../../api/session.ts';
import { useViewer } from '../../state/viewer.ts';
import { type Choice, ChoiceGroup } from './ChoiceGroup.tsx';

/** One line under each zodiac choice. */
const zodiacHints: Record<ChartFrame['zodiac'], string> = {
  tropical: 'Signs follow the seasons: the Sun enters Aries at the March equinox. The Western default.',
  'sidereal-lahiri': 'Signs follow the stars, as in Vedic (Jyotish) astrology; the Indian government standard.',
  'sidereal-fagan-bradley': 'Signs follow the stars, as Western sidereal astrologers measure them.',
  'sidereal-raman': 'Signs follow the stars, as B. V. Raman measured them for Vedic astrology.',
};

const houseSystemChoices: readonly Choice<MemberHouseSystem>[] = memberHouseSystems.map((system) => ({
  id: system,
  name: houseSystemNames[system],
  description: houseSystemHints[system],
}));
const zodiacChoices: readonly Choice<MemberZodiac>[] = memberZodiacs.map((zodiac) => ({
  id: zodiac,
  name: zodiacLabels[zodiac],
  description: zodiacHints[zodiac],
}));

/**
 * The member's house system and zodiac: saved on the account, and every chart they see (profile, wheel, transits,
 * compatibility, the Today card, the chat) is cast in them. Visitors keep Placidus and tropical.
 */
export function ChartTab() {
  const viewer = useViewer();
  const profile = useProfile(viewer.signedIn);
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!viewer.signedIn) {
    return (
      <section>
        <p className="settings-intro">Your chart is read in Placidus houses and the tropical zodiac.</p>
        <p className="settings-note">
          With a free account you can choose another house system, like Whole Sign, or a sidereal zodiac.{' '}
          <Link to="/login?mode=signup">Create an account</Link>
        </p>
      </section>
    );
  }
  if (profile.isPending) return <div className="page-loading" aria-busy="true" />;
  const frame = chartFrameOf(profile.data?.preferences ?? null);
  const choose = async (patch: Partial<ChartFrame>) => {
    setSaving(true);
    setError(null);
    try {
      await savePreferencesOnServer(patch);
      // Every chart on screen is cast again in the new frame: the profile, wheels, transits, Today card, readings.
      await client.invalidateQueries();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Your choice could not be saved. Please try again.');
    } finally {
      setSaving(false);
    }
  };
  /** One part of the frame as a question: a card is saved unless it is the choice in force already. */
  const question = <Part extends keyof ChartFrame>(
    part: Part,
    legend: string,
    choices: readonly Choice<ChartFrame[Part]>[],
    testIdPrefix: string,
  ) => (
    <ChoiceGroup
      legend={legend}
      choices={choices}
      chosen={frame[part]}
      testIdPrefix={testIdPrefix}
      busy={saving}
      onChoose={(value) => frame[part] !== value && choose({ [part]: value })}
    />
  );
  return (
    <section aria-busy={saving}>
      <p className="settings-intro">How your chart is divided: every chart and reading follows your choice.</p>
      {question('houseSystem', 'House system', houseSystemChoices, 'house-system')}
      {question('zodiac', 'Zodiac', zodiacChoices, 'zodiac')}
      {saving && <p className="settings-note">Casting your charts again...</p>}
      {error && (
        <p className="settings-note" role="alert">
          {error}
        </p>
      )}
      <p className="settings-note">
        Near the poles Placidus and Koch houses can't be drawn; your chart then uses Porphyry houses and says so.
      </p>
    </section>
  );
}
