/** The services page's texts (re-exported by site-copy.ts, where pages import them from). */

export const servicesCopy = {
  title: 'Our IT Services',
  intro:
    'Managed IT services for South African businesses of every size, from day-to-day support to cloud, connectivity and security, delivered by one accountable team.',
  whyChoose: {
    heading: 'Why Choose Our Services?',
    items: [
      {
        title: 'Expert Support',
        text: 'Certified engineers who know your systems answer your call and stay with the problem until it is solved.',
      },
      {
        title: 'Cloud Solutions',
        text: 'Workloads hosted in our Johannesburg and Cape Town data centres, keeping your data in South Africa and online through load-shedding.',
      },
      {
        title: 'Custom Solutions',
        text: 'Every solution is designed around your business, your budget and the way your people work.',
      },
      {
        title: 'Network Security',
        text: 'Layered protection for your network, devices and data that helps you meet your POPIA obligations.',
      },
    ],
  },
} as const;
