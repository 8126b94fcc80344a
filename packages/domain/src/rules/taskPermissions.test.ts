import { describe, expect, it } from 'vitest';
import { EMPLOYEE_ROLES } from './roles';
import { TASK_TYPES } from '../schemas/tasks';
import { isTaskOpenToStaff, mayHandleTask } from './taskPermissions';

describe('mayHandleTask', () => {
  it('lets every employee handle the kinds without a permission, and no patient any kind', () => {
    for (const taskType of TASK_TYPES.filter(isTaskOpenToStaff)) {
      for (const role of EMPLOYEE_ROLES) expect(mayHandleTask(role, taskType)).toBe(true);
      expect(mayHandleTask('user', taskType)).toBe(false);
    }
  });

  it('keeps invitations in bulk to those who manage invitations', () => {
    expect(isTaskOpenToStaff('team-invite')).toBe(false);
    expect(mayHandleTask('administrator', 'team-invite')).toBe(true);
    expect(mayHandleTask('doctor', 'team-invite')).toBe(false);
    expect(mayHandleTask('nurse', 'team-invite')).toBe(false);
    expect(mayHandleTask('user', 'team-invite')).toBe(false);
  });
});
