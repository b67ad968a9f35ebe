import type { CourseMap } from '@mathbridge/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { toggleInterest } from '../lib/course-tree';
import { CourseInterests } from './course-interests';

const i18n = initI18n('en');
// userEvent clicks through MUI's transitions are slow on a busy machine.

const grades = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((en, index) => ({
  id: `g${index + 1}`,
  name: { ko: `${index + 1}학년`, en: `Grade ${en}` },
  order: index + 1,
  chapters: [],
}));
const map: CourseMap = { tracks: [{ id: 'KR', name: { ko: '한국', en: 'Korea' }, order: 1, grades }] };

/** The panel with the same rule the screen's hook applies. */
function Harness() {
  const [courseIds, setCourseIds] = useState<string[]>([]);
  const [limitReached, setLimitReached] = useState(false);
  return (
    <CourseInterests
      map={map}
      courseIds={courseIds}
      limitReached={limitReached}
      onToggle={(id) => {
        const result = toggleInterest(courseIds, id);
        setLimitReached(!result.ok);
        if (result.ok) setCourseIds(result.courseIds);
      }}
    />
  );
}

describe('courses of interest', () => {
  it('takes five courses, refuses a sixth with the message, and lists the chosen ones', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
    expect(screen.getByText('No courses chosen yet.')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Choose my courses' });
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Courses of interest' });
    for (const name of ['Grade One', 'Grade Two', 'Grade Three', 'Grade Four', 'Grade Five']) {
      await userEvent.click(within(group).getByRole('button', { name }));
    }
    expect(screen.getByTestId('interests-count')).toHaveTextContent('5 of 5 chosen');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const sixth = within(group).getByRole('button', { name: 'Grade Six' });
    await userEvent.click(sixth);
    expect(screen.getByRole('alert')).toHaveTextContent('You can choose up to 5 courses of interest.');
    expect(sixth).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByTestId('interests-chosen')).getAllByRole('listitem')).toHaveLength(5);

    // Removing one makes room again.
    await userEvent.click(within(group).getByRole('button', { name: 'Grade One' }));
    await userEvent.click(sixth);
    expect(sixth).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);
});
