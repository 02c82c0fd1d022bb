import { ANNOUNCEMENT_PRIORITIES, type Announcement, type AnnouncementPriority } from '@tradearena/contracts';

export interface AnnouncementRow {
  id: number;
  competition_id: number;
  league_name: string;
  title: string;
  message: string;
  priority: string;
  created_at: number;
}

const isPriority = (p: string): p is AnnouncementPriority => (ANNOUNCEMENT_PRIORITIES as readonly string[]).includes(p);

/** The announcement entity of docs/product/educators.md#announcements as one reader sees it. */
export function toAnnouncementJson(row: AnnouncementRow, isRead: boolean): Announcement {
  return {
    id: Number(row.id),
    competitionId: Number(row.competition_id),
    leagueName: row.league_name,
    title: row.title,
    message: row.message,
    priority: isPriority(row.priority) ? row.priority : 'normal',
    isRead,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}
