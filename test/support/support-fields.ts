/** A support request's fields as a client fills them in: Thandi at Nkosi Logistics, urgent. */
export const supportFields = (subject: string, description = 'Nobody in the office can send mail since nine this morning.') =>
  ({
    name: 'Thandi Nkosi',
    company: 'Nkosi Logistics',
    email: 'thandi@example.co.za',
    phone: '+27 82 555 0199',
    service: 'service:managed-infrastructure',
    priority: 'urgent',
    subject,
    description,
  }) as const;
