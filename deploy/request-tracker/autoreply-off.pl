# Request Tracker 5 initialdata: the queue the site hands support requests to sends the requester no
# autoreply when a ticket is made there. Whoever fills in the site's form may type anyone's
# address, and RT's autoreply would mail that address the subject a stranger wrote; the site mails
# the requester its own receipt instead, in fixed words (docs/decisions/038).
#
# RT's way to silence a scrip for one queue (docs/customizing/templates.pod, "blank template"):
# each scrip that autoreplies and applies to the queue gets, in that queue, a blank template of its
# template's name, which its action takes as "send nothing". Other queues keep their autoreply.
#
#   HELPDESK_RT_QUEUE=Support rt-setup-database-5 --action insert --datafile autoreply-off.pl
#
# HELPDESK_RT_QUEUE as the site's setting (default General). Running it again changes nothing; run
# it again after adding an autoreply scrip or changing the template one uses.
use strict;
use warnings;

our @Final = (
    sub {
        my $name  = $ENV{HELPDESK_RT_QUEUE} || 'General';
        my $queue = RT::Queue->new( RT->SystemUser );
        $queue->Load($name);
        die "no queue named '$name'\n" unless $queue->id;
        my $scrips = RT::Scrips->new( RT->SystemUser );
        $scrips->UnLimit;
        while ( my $scrip = $scrips->Next ) {
            next unless $scrip->ScripActionObj->ExecModule eq 'Autoreply';
            next unless $scrip->IsGlobal || $scrip->IsAdded( $queue->id );
            my $template = RT::Template->new( RT->SystemUser );
            $template->LoadQueueTemplate( Queue => $queue->id, Name => $scrip->Template );
            my ( $ok, $why ) =
                  !$template->id      ? $template->Create(
                      Queue       => $queue->id,
                      Name        => $scrip->Template,
                      Type        => 'Simple',
                      Content     => '',
                      Description => 'Blank: the site mails the requester its own receipt',
                  )
                : $template->IsEmpty ? (1)
                :                      $template->SetContent('');
            die "template '${\ $scrip->Template }' of queue '$name' not made blank: $why\n" unless $ok;
            print "Queue '$name': scrip '${\ $scrip->Description }' sends nothing (template '${\ $scrip->Template }' blank)\n";
        }
    },
);

1;
