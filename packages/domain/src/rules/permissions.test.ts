import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, hasPermission } from './permissions';
import type { Permission } from './permissions';

describe('hasPermission', () => {
  it('gives administrators every clinic permission', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(hasPermission('administrator', permission), permission).toBe(true);
    }
  });

  it('keeps removal, roles, invitations and clinic changes to administrators', () => {
    for (const role of ['doctor', 'nurse', 'physiotherapist', 'user'] as const) {
      for (const permission of [
        'members.remove',
        'members.changeRole',
        'invitations.manage',
        'team.edit',
        'team.delete',
      ] as const) {
        expect(hasPermission(role, permission), `${role} ${permission}`).toBe(false);
      }
    }
  });

  it('lets doctors and nurses care for patients, physiotherapists read and fill questionnaires', () => {
    expect(hasPermission('nurse', 'patients.smsCode')).toBe(true);
    expect(hasPermission('nurse', 'patients.archive')).toBe(false);
    expect(hasPermission('doctor', 'patients.archive')).toBe(true);
    expect(hasPermission('physiotherapist', 'patients.edit')).toBe(false);
    expect(hasPermission('physiotherapist', 'patients.questionnaire')).toBe(true);
  });

  it('gives patients no clinic permission', () => {
    for (const permission of Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[]) {
      expect(hasPermission('user', permission), permission).toBe(false);
    }
  });
});

describe('docs/permissions.md', () => {
  it('shows the matrix the server enforces, row by row', () => {
    const doc = readFileSync(new URL('../../../../docs/permissions.md', import.meta.url), 'utf8');
    const columns = ['administrator', 'doctor', 'nurse', 'physiotherapist', 'user'] as const;
    const rows = new Map(
      [...doc.matchAll(/^\| `([\w.]+)` +\|[^|]+\|(.+)\|$/gm)].map(([, permission, cells]) => [
        permission,
        cells!.split('|').map((cell) => cell.trim() === '✓'),
      ]),
    );
    expect([...rows.keys()].sort()).toEqual(Object.keys(PERMISSIONS).sort());
    for (const [permission, granted] of rows) {
      const expected = columns.map((role) => hasPermission(role, permission as Permission));
      expect(granted, permission).toEqual(expected);
    }
  });
});
