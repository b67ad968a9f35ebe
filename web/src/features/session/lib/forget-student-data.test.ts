import type { UserMe } from '@mathbridge/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../shell/stores/app-store';
import { useSessionStore } from '../../../lib/session-store';
import { forgetOnStudentChange } from './forget-student-data';

const student = (id: string) => ({ id, email: `${id}@example.com`, name: id }) as unknown as UserMe;

describe('forgetOnStudentChange', () => {
  let client: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    client = new QueryClient();
    useSessionStore.getState().loggedOut();
    useSessionStore.getState().loggedIn(student('mina'));
    client.setQueryData(['course-map'], { tracks: [] });
    client.setQueryData(['workbooks', 'list'], { items: ['mina’s workbook'] });
    useAppStore.getState().setBookmarkedUnitIds(['kr-e1-1-1']);
    stop = forgetOnStudentChange(client);
  });

  afterEach(() => stop());

  it('forgets the student’s cached data and bookmarks at logout, and keeps the course map', () => {
    useSessionStore.getState().loggedOut();
    expect(client.getQueryData(['workbooks', 'list'])).toBeUndefined();
    expect(useAppStore.getState().bookmarkedUnitIds).toEqual([]);
    expect(client.getQueryData(['course-map'])).toEqual({ tracks: [] });
  });

  it('forgets them when another student logs in on the same tab', () => {
    useSessionStore.getState().loggedIn(student('joon'));
    expect(client.getQueryData(['workbooks', 'list'])).toBeUndefined();
    expect(useAppStore.getState().bookmarkedUnitIds).toEqual([]);
  });

  it('keeps them while the same student stays logged in', () => {
    useSessionStore.getState().setAccessToken('a-new-access-token');
    useSessionStore.getState().loggedIn(student('mina'));
    expect(client.getQueryData(['workbooks', 'list'])).toEqual({ items: ['mina’s workbook'] });
    expect(useAppStore.getState().bookmarkedUnitIds).toEqual(['kr-e1-1-1']);
  });
});
